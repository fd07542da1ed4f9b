import { Migration } from '@mikro-orm/migrations';

/**
 * The provider's result of a mobile-money refund: a sent refund becomes completed once the provider confirms the money
 * reached the payer (its receipt kept), or manual with the reason when it failed or never got an answer. The payout id
 * we sent stays beside the provider's own reference, so that a result is matched against both; sent refunds are found
 * by the reconciliation pass by when they were sent.
 */
export class Migration20261208090000_mobile_refund_results extends Migration {
  override name = 'Migration20261208090000_mobile_refund_results';

  override up(): void | Promise<void> {
    this.addSql(`alter type "mobile_refund_status" add value if not exists 'completed' after 'sent';`);
    this.addSql(`alter table "mobile_payment"
      add column "refund_payout_id" varchar(100) null,
      add column "refund_sent_at" timestamptz null,
      add column "refund_receipt" varchar(100) null,
      add column "refund_detail" varchar(500) null;`);
    // Until now the payout id was the reference while pending, and MoMo's reference is the payout id itself.
    this.addSql(`update "mobile_payment" set "refund_payout_id" = "refund_reference"
      where "refund_status"::text = 'pending' or ("refund_status" = 'sent' and "provider" = 'mtn_momo');`);
    this.addSql(`update "mobile_payment" set "refund_sent_at" = "refunded_at" where "refund_status" = 'sent';`);
    this.addSql(`create index "mobile_payment_refund_sent_idx" on "mobile_payment" ("refund_sent_at") where "refund_status" = 'sent';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "mobile_payment_refund_sent_idx";`);
    // PostgreSQL cannot drop an enum value: completed refunds read as sent again.
    this.addSql(`update "mobile_payment" set "refund_status" = 'sent' where "refund_status"::text = 'completed';`);
    this.addSql(
      `alter table "mobile_payment" drop column "refund_payout_id", drop column "refund_sent_at", drop column "refund_receipt", drop column "refund_detail";`,
    );
  }
}
