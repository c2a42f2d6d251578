import { MessagesInbox } from '#web/features/admin/messages/components/messages-inbox.tsx';

export default function MessagesRoute() {
  return <MessagesInbox />;
}
