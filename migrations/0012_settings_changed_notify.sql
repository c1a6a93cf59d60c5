-- Every process keeps the site settings in memory (features/site/site-settings-cache.ts): any write to settings,
-- by the app or by hand, tells them all to read again once it commits. Decision record 013.
CREATE FUNCTION "settings_notify_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('settings_changed', coalesce(NEW."key", OLD."key"));
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "settings_changed" AFTER INSERT OR UPDATE OR DELETE ON "settings"
	FOR EACH ROW EXECUTE FUNCTION "settings_notify_changed"();
