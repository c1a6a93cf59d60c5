ALTER TABLE "users" ADD COLUMN "team_mail_chosen_at" timestamp with time zone;--> statement-breakpoint
-- Admins who saved a choice of team mail keep it: they saved it when the audit log says so, or when a switch is
-- on (every switch was off until saved). Everyone else never chose, and gets the defaults.
UPDATE "users" SET "team_mail_chosen_at" = coalesce(
  (SELECT max("at") FROM "audit_log"
    WHERE "action" = 'user.team-mail-changed' AND "entity_type" = 'user' AND "entity_id" = "users"."id"::text),
  CASE WHEN "mail_new_bookings" OR "mail_new_enquiries" OR "mail_daily_digest" THEN now() END
);
