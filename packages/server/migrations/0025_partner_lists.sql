-- SPEC §6's restricted-partner list, as data: the reserved feature flag the server reads before every business write.
INSERT INTO "feature_flags" ("guid", "name", "description", "enabled", "partner_guids")
VALUES (
  '01900000-0000-7000-8000-00000000f1a9',
  'restricted-partners',
  'Restricted partners: their customers, policies, claims, payments and messages can be read but not changed.',
  true,
  '{}'::uuid[]
)
ON CONFLICT ("name") DO NOTHING;
