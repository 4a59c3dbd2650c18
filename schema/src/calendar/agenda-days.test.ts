import { describe, expect, it } from 'vitest';
import { agendaDays, windowAhead } from './agenda-days';

describe('agenda days', () => {
  it('places a timed entry on the reader’s local date and a due date on its own date', () => {
    const items = [
      { id: 'late', when: '2026-03-02T03:00:00.000Z', allDay: false },
      { id: 'task', when: '2026-03-02T00:00:00.000Z', allDay: true },
      { id: 'job', when: '2026-03-02T09:00:00.000Z', allDay: false },
    ];
    const inNewYork = agendaDays(items, 'America/New_York').map((day) => `${day.date}: ${day.items.map((item) => item.id).join(' ')}`);
    expect(inNewYork).toEqual(['2026-03-01: late', '2026-03-02: task job']);
    expect(agendaDays(items, 'UTC').map((day) => day.items.map((item) => item.id))).toEqual([['task', 'late', 'job']]);
  });

  it('asks for the next days from now', () => {
    expect(windowAhead(new Date('2026-03-01T10:00:00Z'), 7)).toEqual({ from: '2026-03-01T10:00:00.000Z', to: '2026-03-08T10:00:00.000Z' });
  });
});
