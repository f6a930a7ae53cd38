import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PHONE_COLUMN_LENGTH } from '#shared/constants.ts';
import { COMMUNITY_CATEGORIES, COMMUNITY_KINDS, COMMUNITY_LIMITS, COMMUNITY_STATUSES } from '#shared/community/constants.ts';
import { baseProperties } from '../../db/base.ts';
import { searchIndexes, searchProperties } from '../../lib/search/columns.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * A community sharing post (spec 000 §1 community sharing; issue 19 item 5): something a member offers for free
 * (`offer`: items, help, a lift) or needs (`wanted`). `contactPhone` is E.164 and behind paid contact access (the
 * `community` contact source). `images` are object paths (`/objects/<id>`, at most 4) of the poster's uploads
 * attached with purpose `community-post` and this post's id. `status` open → given / closed by the poster (or the
 * admin), `closedAt` when that happened; only open posts are public. Title, description, category and city are
 * searchable (Tamil, Tanglish, English; api/lib/search).
 */
export const CommunityPostSchema = defineEntity({
  name: 'CommunityPost',
  tableName: 'community_posts',
  indexes: [
    { name: 'community_posts_status_created_at_id_idx', properties: ['status', 'createdAt', 'id'] },
    ...searchIndexes('community_posts'),
  ],
  properties: {
    ...baseProperties,
    owner: () => p.manyToOne(UserSchema).deleteRule('cascade').index(),
    kind: p.enum(COMMUNITY_KINDS),
    category: p.enum(COMMUNITY_CATEGORIES),
    title: p.string().length(COMMUNITY_LIMITS.titleMax),
    description: p.text(),
    city: p.string().length(COMMUNITY_LIMITS.cityMax),
    contactName: p.string().length(COMMUNITY_LIMITS.contactNameMax),
    contactPhone: p.string().length(PHONE_COLUMN_LENGTH),
    images: p.json<string[]>(),
    status: p.enum(COMMUNITY_STATUSES).default('open'),
    closedAt: p.datetime().nullable(),
    ...searchProperties((s: { title: string; description: string; category: string; city: string }) => [s.title, s.category, s.city, s.description]),
  },
});
export type CommunityPost = InferEntity<typeof CommunityPostSchema>;
