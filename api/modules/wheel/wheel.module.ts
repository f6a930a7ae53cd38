import { wheelContract } from '#shared/wheel/contract.ts';
import { defineModule } from '../module.ts';
import { drawJob, drawSchedule } from './draw.service.ts';
import { WheelDaySchema, WheelDrawSchema, WheelSpinSchema } from './wheel.entities.ts';
import { wheelRoutes } from './wheel.routes.ts';

/**
 * The daily coin wheel and the 18:00 draw (spec 000 §2, §3, §4, §7, §9; issue 18): one spin per member per London
 * day, outcomes derived from a committed daily seed, coins that grant months of membership, and a daily draw run
 * exactly once across processes by the job scheduler.
 */
export const wheelModule = defineModule({
  name: 'wheel',
  contracts: [wheelContract],
  entities: [WheelDaySchema, WheelSpinSchema, WheelDrawSchema],
  routes: wheelRoutes,
  jobs: [drawJob],
  schedules: [drawSchedule],
});
