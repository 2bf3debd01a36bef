-- A record's timeline (partner, entity, newest first) and the audit screen's "who" filter: index walks, no sort,
-- whatever the number of events. The partner-less events of users use the same index (partner_guid is null).
CREATE INDEX "audit_events_partner_entity_idx" ON "audit_events" USING btree ("partner_guid","entity_guid","created_at" DESC,"guid" DESC);--> statement-breakpoint
CREATE INDEX "audit_events_partner_actor_idx" ON "audit_events" USING btree ("partner_guid","actor_username","created_at" DESC);--> statement-breakpoint
DROP INDEX "audit_events_entity_idx";--> statement-breakpoint
-- The users list orders by username; the bulk state call reads each listed user's newest session.
CREATE INDEX "identity_users_username_order_idx" ON "identity_users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "identity_sessions_user_created_idx" ON "identity_sessions" USING btree ("user_id","created_at" DESC);--> statement-breakpoint
DROP INDEX "identity_sessions_user_idx";
