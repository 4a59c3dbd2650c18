/**
 * What @xyflow/react needs from a browser that jsdom lacks: a ResizeObserver that reports at once, DOMMatrixReadOnly
 * for the zoom, and element sizes (jsdom lays nothing out). Installed by this feature's tests only
 * (after reactflow.dev's testing guide).
 */
class ImmediateResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

class ScaleMatrix {
  m22: number;
  constructor(transform?: string) {
    const scale = transform?.match(/scale\(([1-9.]+)\)/)?.[1];
    this.m22 = scale === undefined ? 1 : Number(scale);
  }
}

let installed = false;

/** Installs the browser features @xyflow/react relies on into the jsdom window (once per test file). */
export function mockReactFlow() {
  if (installed) return;
  installed = true;
  globalThis.ResizeObserver = ImmediateResizeObserver as unknown as typeof ResizeObserver;
  globalThis.DOMMatrixReadOnly = ScaleMatrix as unknown as typeof DOMMatrixReadOnly;
  Object.defineProperties(HTMLElement.prototype, {
    offsetHeight: { configurable: true, get: () => 100 },
    offsetWidth: { configurable: true, get: () => 160 },
  });
  // Click-to-connect asks which element is under the pointer; jsdom has no layout, so none is.
  document.elementFromPoint = () => null;
  (SVGElement.prototype as SVGElement & { getBBox: () => DOMRect }).getBBox = () => ({ x: 0, y: 0, width: 0, height: 0 }) as DOMRect;
}
