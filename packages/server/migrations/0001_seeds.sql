-- Reference data every installation needs.
INSERT INTO "languages" ("code", "name") VALUES ('en', 'English'), ('fr', 'Français') ON CONFLICT DO NOTHING;
