import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { COMMUNITY_KINDS } from '#shared/community/constants.ts';
import { PostForm } from '../../../features/community/components/post-form.tsx';
import { loadCommunityCatalog } from '../../../features/community/catalog.ts';

/** `?kind=offer|wanted` preselects what the member is doing; anything else is dropped. */
const newPostSearchSchema = z.object({ kind: z.catch(z.optional(z.enum(COMMUNITY_KINDS)), undefined) });

/** /community/new (issue 19 item 5: add donation, make request): the post form; guests see "Login Required". */
export const Route = createFileRoute('/_page/community/new')({
  loader: loadCommunityCatalog,
  validateSearch: newPostSearchSchema,
  staticData: { back: { to: '/community', label: msg`All posts` } },
  component: NewPostPage,
});

function NewPostPage() {
  const { kind } = Route.useSearch();
  return (
    <div className="container container--narrow community">
      <PostForm kind={kind ?? 'offer'} />
    </div>
  );
}
