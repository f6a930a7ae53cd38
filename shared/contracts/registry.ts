import { adminContract } from './admin.ts';
import { apiDocsContract } from './api-docs.ts';
import { authContract } from './auth.ts';
import { communityContract } from './community.ts';
import { contactContract } from './contact.ts';
import type { Contract } from './contract.ts';
import { devContract } from './dev.ts';
import { educationContract } from './education.ts';
import { healthContract } from './health.ts';
import { jobsContract } from './jobs.ts';
import { marriageContract } from './marriage.ts';
import { paymentsContract } from './payments.ts';
import { questionsContract } from './questions.ts';
import { statsContract } from './stats.ts';
import { storeContract } from './store.ts';
import { storiesContract } from './stories.ts';
import { taxiContract } from './taxi.ts';
import { uploadsContract } from './uploads.ts';
import { usersContract } from './users.ts';
import { wheelContract } from './wheel.ts';

/**
 * Every feature's endpoint contract (docs/decisions/182-endpoint-contracts.md): one line per feature. The API test
 * api/test/contracts.test.ts holds the mounted routes to them — every endpoint bound once, with its declaration.
 */
export const contracts: readonly Contract[] = [educationContract, marriageContract, questionsContract, wheelContract, storeContract, jobsContract, paymentsContract, communityContract, authContract, usersContract, contactContract, statsContract, healthContract, devContract, adminContract, storiesContract, taxiContract, uploadsContract, apiDocsContract];
