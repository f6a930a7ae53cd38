import type { SqlEntityManager } from '@mikro-orm/sql';
import { jobsContract } from '#shared/jobs/contract.ts';
import { WITHDRAWABLE_STATUSES } from '#shared/jobs/constants.ts';
import { V } from '#shared/messages.ts';
import { currentUser } from '../../http/auth.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { idempotency } from '../../http/idempotency.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import { statusConflict, transition } from '../../lib/state/transition.ts';
import { activeOwner } from '../../lib/visibility/active-owner.ts';
import { queueMail } from '../../services/mail-queue.ts';
import { attachDocument } from '../uploads/attachments.service.ts';
import type { ModuleDeps } from '../module.ts';
import type { User } from '../users/user.entity.ts';
import { JobApplicationSchema, JobListingSchema, type JobApplication, type JobListing } from './job-listing.entity.ts';
import { APPLICATION_CV_PURPOSE } from './application-cv.ts';
import { newApplicationMail, statusChangeMail } from './jobs.mail.ts';
import { presentApplication, toIsoDate } from './jobs.presenter.ts';
import { listApplications, openDeadlineFrom } from './jobs.repository.ts';
import { applicationReceived } from './jobs.notifications.ts';
import { notify } from '../notifications/notifications.service.ts';

const endpoints = jobsContract.endpoints;

/**
 * Job applications (spec 001 §2 Apply / Employer dashboard, §3, §4, §5). An application is read only by its applicant
 * and by the job's owner; one per member per job (unique key → 409 `already_applied`); never on one's own job (403
 * `own_job`) or after the deadline (409 `applications_closed`). Declarations: the contract's (shared/jobs/contract.ts).
 */
export function applicationRoutes({ orm, clock, config }: ModuleDeps): RouteDef[] {
  return [
    bindRoute(endpoints.apply, {
      use: [idempotency(orm)],
      async handler(ctx, { body }) {
        const user = currentUser(ctx);
        const em = ctx.state.em;
        // A suspended employer's job is missing (decision 165).
        const job = await em.findOne(JobListingSchema, { id: body.jobId, ...activeOwner(null) }, { populate: ['owner'] });
        if (!job || job.reviewStatus !== 'approved' || !job.isActive) throw notFound('No such job listing');
        if (job.owner.id === user.id) throw forbidden('You cannot apply for a job you posted', 'own_job');
        const deadline = toIsoDate(job.applicationDeadline);
        if (deadline !== null && deadline < openDeadlineFrom(clock.now())) throw conflict('Applications for this job are closed', 'applications_closed');
        const id = await em.transactional(async (tx) => {
          const { jobId, ...fields } = body;
          const id = crypto.randomUUID();
          const now = new Date();
          // The unique (job, applicant) key decides: a second application inserts nothing (no check-then-insert).
          const res = await (tx as SqlEntityManager)
            .createQueryBuilder(JobApplicationSchema)
            .insert({
              id, job: jobId, applicant: user.id, ...fields, resumeUrl: fields.resumeUrl ?? null, resumeObjectId: fields.resumeObjectId ?? null, expectedSalary: fields.expectedSalary ?? null,
              availabilityDate: fields.availabilityDate ?? null, currentJobTitle: fields.currentJobTitle ?? null, currentCompany: fields.currentCompany ?? null,
              relevantExperience: fields.relevantExperience ?? null, status: 'submitted', createdAt: now, updatedAt: now,
            } as never)
            .onConflict(['job', 'applicant'] as never)
            .ignore()
            .execute('run');
          if (!res.affectedRows) return null;
          // Checked once the row is in (a second application attaches nothing); a refusal rolls the insert back.
          if (fields.resumeObjectId) {
            await attachDocument(tx, user.id, fields.resumeObjectId, { purpose: APPLICATION_CV_PURPOSE, ref: id, private: true, field: 'resumeObjectId' });
          }
          await (tx as SqlEntityManager).getConnection().execute('update job_listings set application_count = application_count + 1 where id = ?', [jobId], 'run', tx.getTransactionContext());
          queueMail(tx, newApplicationMail(config, job.owner.email, job, fields.fullName));
          // The employer's bell (decision 183): written with the application, or not at all.
          notify(tx, applicationReceived(job, fields.fullName, id));
          await tx.flush();
          return id;
        });
        if (id === null) throw conflict('You have already applied for this job', 'already_applied');
        const application = await em.findOneOrFail(JobApplicationSchema, { id }, { populate: ['job'] });
        return presentApplication(application);
      },
    }),
    bindRoute(endpoints.myApplications, {
      async handler(ctx, { query }) {
        const page = await listApplications(ctx.state.em, { applicant: currentUser(ctx).id }, query);
        return { items: page.items.map(presentApplication), nextCursor: page.nextCursor, total: page.total };
      },
    }),
    bindRoute(endpoints.withdraw, {
      async handler(ctx, { params }) {
        const em = ctx.state.em;
        const application = await em.findOne(JobApplicationSchema, { id: params.id, applicant: currentUser(ctx).id }, { populate: ['job'] });
        if (!application) throw notFound('No such application');
        await transition(em, JobApplicationSchema, {
          where: { id: application.id },
          field: 'status',
          from: WITHDRAWABLE_STATUSES,
          set: { status: 'withdrawn', statusChangedAt: clock.now() },
        });
        await em.refresh(application, { populate: ['job'] });
        if (application.status !== 'withdrawn') {
          throw statusConflict(application.status, `This application is ${application.status} and can no longer be withdrawn`);
        }
        return presentApplication(application);
      },
    }),
    bindRoute(endpoints.employerApplications, {
      async handler(ctx, { query }) {
        const page = await listApplications(ctx.state.em, { jobOwner: currentUser(ctx).id }, query);
        return { items: page.items.map(presentApplication), nextCursor: page.nextCursor, total: page.total };
      },
    }),
    bindRoute(endpoints.setApplicationStatus, {
      async handler(ctx, { params, body }) {
        const user = currentUser(ctx);
        const em = ctx.state.em;
        const application = (await em.findOne(JobApplicationSchema, { id: params.id }, { populate: ['job', 'applicant'] })) as JobApplication | null;
        const job = application?.job as unknown as JobListing | undefined;
        // Only the job's owner — not even the admin reads applicant data (issue 13 bad input); others see 404.
        if (!application || !job || job.owner.id !== user.id) throw notFound('No such application');
        if (!body.status) throw badRequest(`Validation failed: ${V.required}`, { status: [V.required] });
        const status = body.status;
        if (application.status === status) return presentApplication(application);
        // The applicant's withdrawal is final (decision 167): the employer cannot move it back.
        if (application.status === 'withdrawn') throw statusConflict('withdrawn', 'The applicant has withdrawn this application');
        // From the status read to the new one in one conditional UPDATE (decision 160): of two changes sent at
        // once, one is made and mailed; the other is told where the application stands now.
        const moved = await transition(em, JobApplicationSchema, {
          where: { id: application.id },
          field: 'status',
          from: [application.status],
          set: { status, statusChangedAt: clock.now() },
          effects: (tx) => void queueMail(tx, statusChangeMail(config, (application.applicant as unknown as User).email, job, status)),
        });
        await em.refresh(application, { populate: ['job'] });
        if (!moved && application.status !== status) {
          throw statusConflict(application.status, `This application's status was changed meanwhile to ${application.status}; reload before changing it`);
        }
        return presentApplication(application);
      },
    }),
  ];
}
