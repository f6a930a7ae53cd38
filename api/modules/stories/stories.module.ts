import { storiesContract } from '#shared/stories/contract.ts';
import { storiesSamples } from '#shared/stories/samples.ts';
import { defineModule } from '../module.ts';
import { storiesRoutes } from './stories.routes.ts';
import { SuccessStorySchema } from './story.entity.ts';

/** Admin-curated, bilingual success stories with a consent record (spec 000 §1; issue 19 item 6). */
export const storiesModule = defineModule({ name: 'stories', contracts: [storiesContract], samples: [storiesSamples], entities: [SuccessStorySchema], routes: storiesRoutes });
