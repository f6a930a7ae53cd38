import { randomUUID } from 'node:crypto';
import { p } from '@mikro-orm/core';

/** Columns every table has: a UUID primary key and UTC `timestamptz` creation/update times. */
export const baseProperties = {
  id: p.uuid().primary().onCreate(() => randomUUID()),
  createdAt: p.datetime().onCreate(() => new Date()),
  updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
};
