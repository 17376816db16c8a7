-- Every server process keeps the sessions and matter accesses it has just read for a few seconds
-- (auth/user-caches.ts). These triggers announce each change that could make such a copy wrong on
-- the channel litfolio_auth, with the user's id (or * for everyone), to every process that listens,
-- whichever code path or tool wrote it; a notification is sent only when its transaction commits,
-- and PostgreSQL sends one per distinct payload per transaction.
CREATE FUNCTION "announce_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  user_id integer;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'matters' THEN
    PERFORM pg_notify('litfolio_auth', '*');
    RETURN NULL;
  ELSIF TG_TABLE_NAME = 'users' THEN
    user_id := changed.id;
  ELSIF TG_TABLE_NAME = 'participation_categories' THEN
    -- Gone already when the participation itself is deleted; its own trigger announced it.
    SELECT p."user_id" INTO user_id FROM "participations" p WHERE p."id" = changed.participation_id;
  ELSE
    user_id := changed.user_id;
    -- A participation moved to another user changes the access of both.
    IF TG_OP = 'UPDATE' THEN
      PERFORM pg_notify('litfolio_auth', OLD.user_id::text);
    END IF;
  END IF;
  IF user_id IS NOT NULL THEN
    PERFORM pg_notify('litfolio_auth', user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_announce_auth_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "announce_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_auth_change" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "announce_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "participations_announce_auth_change" AFTER INSERT OR UPDATE OR DELETE ON "participations"
  FOR EACH ROW EXECUTE FUNCTION "announce_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "participation_categories_announce_auth_change" AFTER INSERT OR UPDATE OR DELETE ON "participation_categories"
  FOR EACH ROW EXECUTE FUNCTION "announce_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "matters_announce_auth_change" AFTER DELETE ON "matters"
  FOR EACH ROW EXECUTE FUNCTION "announce_auth_change"();
