import { contactContract } from '#shared/contact/contract.ts';
import { contactSamples } from '#shared/contact/samples.ts';
import { defineModule } from '../module.ts';
import { contactLimits } from './contact.limits.ts';
import { ContactMessageSchema } from './contact.entity.ts';
import { contactRoutes } from './contact.routes.ts';

/** The help page's contact form and the admin's inbox of its messages (spec 001 §2 Help; issue 19 item 3). */
export const contactModule = defineModule({
  name: 'contact',
  contracts: [contactContract],
  samples: [contactSamples],
  limits: contactLimits,
  entities: [ContactMessageSchema],
  routes: contactRoutes,
});
