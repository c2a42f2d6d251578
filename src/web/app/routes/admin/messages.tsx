import { MessagesInbox } from '../../../features/admin/messages/components/messages-inbox';

export default function MessagesRoute() {
  return <MessagesInbox />;
}
