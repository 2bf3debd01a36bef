-- The system SMS templates (issue #16): the messages the platform itself sends on a customer's events, in English and
-- French, for every partner — seeded now for the partners there are and by a trigger for each new one. They are
-- `system_generated`: read-only (neither edited nor deleted through the API); a partner writes its own beside them.
-- Parameters are those of SMS_TEMPLATE_PARAMETERS, one per `%s` in order. French texts keep to GSM-7 (é è à ù, not
-- ê ç…) so each stays one segment.
CREATE OR REPLACE FUNCTION cd_seed_system_sms_templates(p_partner uuid) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp SET app.all_partners = 'on' AS $$
BEGIN
  INSERT INTO sms_templates (partner_guid, guid, code, text, language, parameters, system_generated)
  SELECT p_partner, gen_random_uuid(), t.code, t.text, t.language, t.parameters::jsonb, true
  FROM (VALUES
    ('CUSTOMER_REGISTERED', 'en', 'Welcome %s, you are now registered with us.', '["first_name"]'),
    ('CUSTOMER_REGISTERED', 'fr', 'Bienvenue %s, votre inscription est confirmée.', '["first_name"]'),
    ('POLICY_ACTIVATED', 'en', 'Dear %s, your %s policy %s is now active.', '["first_name","product_name","policy_number"]'),
    ('POLICY_ACTIVATED', 'fr', 'Bonjour %s, votre police %s %s est désormais active.', '["first_name","product_name","policy_number"]'),
    ('POLICY_CANCELLED', 'en', 'Dear %s, your policy %s has been cancelled.', '["first_name","policy_number"]'),
    ('POLICY_CANCELLED', 'fr', 'Bonjour %s, votre police %s a été annulée.', '["first_name","policy_number"]'),
    ('PAYMENT_RECEIVED', 'en', 'Dear %s, we have received your payment for policy %s. Thank you.', '["first_name","policy_number"]'),
    ('PAYMENT_RECEIVED', 'fr', 'Bonjour %s, nous avons enregistré votre paiement pour la police %s. Merci.', '["first_name","policy_number"]'),
    ('PREMIUM_REMINDER', 'en', 'Dear %s, a reminder: your premium for policy %s is due.', '["first_name","policy_number"]'),
    ('PREMIUM_REMINDER', 'fr', 'Bonjour %s, rappel: votre prime pour la police %s est due.', '["first_name","policy_number"]'),
    ('CLAIM_SUBMITTED', 'en', 'Dear %s, we have received your claim on policy %s.', '["first_name","policy_number"]'),
    ('CLAIM_SUBMITTED', 'fr', 'Bonjour %s, nous avons enregistré votre sinistre sur la police %s.', '["first_name","policy_number"]'),
    ('CLAIM_APPROVED', 'en', 'Dear %s, your claim on policy %s has been approved.', '["first_name","policy_number"]'),
    ('CLAIM_APPROVED', 'fr', 'Bonjour %s, votre sinistre sur la police %s a été approuvé.', '["first_name","policy_number"]'),
    ('CLAIM_REJECTED', 'en', 'Dear %s, your claim on policy %s has been rejected. Please contact us.', '["first_name","policy_number"]'),
    ('CLAIM_REJECTED', 'fr', 'Bonjour %s, votre sinistre sur la police %s a été refusé. Contactez-nous.', '["first_name","policy_number"]'),
    ('CLAIM_PAID', 'en', 'Dear %s, your claim on policy %s has been paid.', '["first_name","policy_number"]'),
    ('CLAIM_PAID', 'fr', 'Bonjour %s, votre sinistre sur la police %s a été payé.', '["first_name","policy_number"]'),
    ('KYC_VERIFIED', 'en', 'Your identity has been verified.', '[]'),
    ('KYC_VERIFIED', 'fr', 'Votre identité a été vérifiée.', '[]'),
    ('KYC_FAILED', 'en', 'We could not verify your identity. Please contact us.', '[]'),
    ('KYC_FAILED', 'fr', 'Nous n''avons pas pu vérifier votre identité. Contactez-nous.', '[]')
  ) AS t(code, language, text, parameters)
  ON CONFLICT (partner_guid, code, language) DO NOTHING;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cd_partners_system_sms_templates() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cd_seed_system_sms_templates(NEW.guid);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "partners_system_sms_templates" ON "partners";
--> statement-breakpoint
CREATE TRIGGER "partners_system_sms_templates" AFTER INSERT ON "partners"
  FOR EACH ROW EXECUTE FUNCTION cd_partners_system_sms_templates();
--> statement-breakpoint
SELECT cd_seed_system_sms_templates(guid) FROM partners;
