import { describe, expect, it } from 'vitest';
import { jobDefinitions, scheduleDefinitions } from './background.ts';
import { modules } from './registry.ts';

describe('the app’s background work', () => {
  it('has one job kind per name, a worker for every module job and for every schedule’s job', () => {
    const names = jobDefinitions.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['mail.send', 'jobs.purge']));
    for (const module of modules) for (const job of module.jobs ?? []) expect(jobDefinitions).toContain(job);
    for (const schedule of scheduleDefinitions) expect(jobDefinitions).toContain(schedule.job);
    const scheduleNames = scheduleDefinitions.map((s) => s.name);
    expect(new Set(scheduleNames).size).toBe(scheduleNames.length);
    expect(scheduleDefinitions.every((s) => s.timezone === 'Europe/London')).toBe(true);
  });
});
