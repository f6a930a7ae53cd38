import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StoreCategory, StoreUnit } from '#shared/store/constants.ts';

/** Store categories (spec 001 §3, §2 Tamil store section: the category buttons), bilingual. */
export const STORE_CATEGORY_LABELS: Record<StoreCategory, MessageDescriptor> = {
  vegetables: msg`Vegetables`,
  fruits: msg`Fruits`,
  grains: msg`Rice & grains`,
  spices: msg`Spices`,
  dairy: msg`Dairy`,
  meat: msg`Meat`,
  fish: msg`Fish & seafood`,
  snacks: msg`Snacks & sweets`,
  beverages: msg`Drinks`,
  household: msg`Household`,
};

/** Units of weight or count (spec 001 §3), bilingual. */
export const STORE_UNIT_LABELS: Record<StoreUnit, MessageDescriptor> = {
  kg: msg`kg`,
  g: msg`g`,
  lb: msg`lb`,
  piece: msg`piece`,
  packet: msg`packet`,
  bottle: msg`bottle`,
  box: msg`box`,
  bundle: msg`bundle`,
};
