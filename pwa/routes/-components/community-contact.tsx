import { useQueryClient } from '@tanstack/react-query';
import type { CommunityPost } from '#shared/community/responses.ts';
import { COMMUNITY_KEY } from '../../features/community/api/keys.ts';
import { ContactAccess } from '../../features/payments/components/contact-access.tsx';

/** A poster's contact: the payments feature's "View contact" / number (spec 000 §1, §4; contact source `community`). */
function CommunityContact({ post }: { post: CommunityPost }) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: COMMUNITY_KEY });
  return <ContactAccess serviceType="community" serviceId={post.id} contactNumber={post.contactPhone ?? undefined} isMine={post.isMine} onPaid={refresh} />;
}

/** For `<CommunityPage renderContact={renderCommunityContact} />` and the detail (stable, so cards do not re-render). */
export const renderCommunityContact = (post: CommunityPost) => <CommunityContact post={post} />;
