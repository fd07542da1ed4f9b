import { Migration } from '@mikro-orm/migrations';

/**
 * A mobile-money refund is decided in the cancellation's transaction (status pending) and sent by a job that its
 * trigger queues in that same transaction, so it runs only once the cancellation has committed.
 */
export class Migration20261207140000_mobile_refunds_after_commit extends Migration {
  override name = 'Migration20261207140000_mobile_refunds_after_commit';

  override up(): void | Promise<void> {
    this.addSql(`alter type "mobile_refund_status" add value if not exists 'pending' before 'sent';`);
    this.addSql(`create function "mobile_payment_send_refund"() returns trigger language plpgsql as $$
      begin
        perform graphile_worker.add_job('send-mobile-refund', json_build_object('id', new.id), max_attempts => 3);
        return null;
      end $$;`);
    // Compared as text: a value added to an enum cannot be used as such in the transaction that adds it.
    this.addSql(`create trigger "mobile_payment_send_refund" after update of "refund_status" on "mobile_payment" for each row
      when (new."refund_status"::text = 'pending' and old."refund_status" is distinct from new."refund_status")
      execute function "mobile_payment_send_refund"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "mobile_payment_send_refund" on "mobile_payment";`);
    this.addSql(`drop function "mobile_payment_send_refund"();`);
    // PostgreSQL cannot drop an enum value: refunds still pending are left for the back office.
    this.addSql(`update "mobile_payment" set "refund_status" = 'manual' where "refund_status"::text = 'pending';`);
  }
}
