import { useEffect, useState, type ComponentType } from 'react';

type LoadedModule<Props> = { default: ComponentType<Props> };

/**
 * A lazily loaded component that shows `Placeholder` as its own content while its chunk loads, instead of
 * suspending (React.lazy) into the nearest Suspense boundary's fallback.
 *
 * Why: React 19 reveals a Suspense boundary's content no sooner than 300 ms after any boundary last showed or hid
 * its fallback (react-dom's FALLBACK_THROTTLE_MS, applied to every retry render). A form's route suspended on its
 * screen's chunk as its first render began, so the form, rendered with its answer about 150 ms later, waited until
 * that 300 ms had run out: about 200 ms of a 10-question form's 450 ms to interactive (docs/performance.md, "Sixth
 * round"). Loaded this way, the component replaces the placeholder in an ordinary update, committed at once.
 *
 * A chunk that fails to load is thrown in a render, so the nearest error boundary shows it, as with lazy.
 */
export function lazyWithoutSuspense<Props extends object>(load: () => Promise<LoadedModule<Props>>, Placeholder: ComponentType): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<unknown> | undefined;
  let failure: { error: unknown } | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        failure = { error };
      },
    ));

  function LazyWithoutSuspense(props: Props) {
    const [, setSettled] = useState(0);
    useEffect(() => {
      if (loaded || failure) return;
      let mounted = true;
      void start().then(() => mounted && setSettled((count) => count + 1));
      return () => {
        mounted = false;
      };
    }, []);
    if (failure) throw failure.error;
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Placeholder />;
  }
  return LazyWithoutSuspense;
}
