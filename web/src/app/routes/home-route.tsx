import { ReminderActions } from '@/features/action-items/components/reminder-actions';
import { HomePage } from '@/features/home/components/home-page';

/** `/`: the home page, its action items with their actions (Complete, Dismiss). */
export default function HomeRoute() {
  return <HomePage ReminderActions={ReminderActions} />;
}
