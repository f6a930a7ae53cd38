import { Migration } from '@mikro-orm/migrations';

/**
 * Decision 170: a product is priced in its seller's currency — Sri Lankan rupees, pounds or Indian rupees (the
 * spec's default). Existing products keep INR.
 */
export class Migration20261127093000_store_seller_currency extends Migration {

  override name = 'Migration20261127093000_store_seller_currency';

  override up(): void | Promise<void> {
    this.addSql(`alter table "store_products" drop constraint if exists "store_products_currency_check";`);
    this.addSql(`alter table "store_products" add constraint "store_products_currency_check" check ("currency" in ('INR', 'LKR', 'GBP'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`update "store_products" set "currency" = 'INR' where "currency" <> 'INR';`);
    this.addSql(`alter table "store_products" drop constraint if exists "store_products_currency_check";`);
    this.addSql(`alter table "store_products" add constraint "store_products_currency_check" check ("currency" in ('INR'));`);
  }

}
