import { lazy, Suspense, type ComponentProps } from 'react';
import type { ReminderActionsSlot } from '@/features/home/components/action-items-section';
import { HomePage } from '@/features/home/components/home-page';

// The actions' buttons are a chunk of their own, fetched once the page shows: the first route stays in its budget
// (tests/infra/web-first-route.test.ts), and the items are readable before their buttons arrive.
const LazyReminderActions = lazy(() => import('@/features/action-items/components/reminder-actions').then((module) => ({ default: module.ReminderActions })));

const ReminderActions: ReminderActionsSlot = (props: ComponentProps<ReminderActionsSlot>) => (
  <Suspense fallback={null}>
    <LazyReminderActions {...props} />
  </Suspense>
);

/** `/`: the home page, its action items with their actions (Complete, Dismiss). */
export default function HomeRoute() {
  return <HomePage ReminderActions={ReminderActions} />;
}
