-- The trigger that queues event documents (0016) called its function for every audit event of a customer, policy,
-- claim or pre-authorization: a bulk payment chunk moved 10,000 policies' standing and made 10,000 calls that could
-- match nothing. It now fires only for the (entity, action) pairs a template can follow — the function's own list —
-- so the writes no document follows cost nothing. (A statement-level trigger over a transition table was measured
-- too: it costs every bulk audit insert the capture of its rows, more than it saves.)
DROP TRIGGER IF EXISTS "audit_events_template_jobs" ON "audit_events";--> statement-breakpoint
CREATE TRIGGER "audit_events_template_jobs" AFTER INSERT ON "audit_events"
  FOR EACH ROW WHEN ((NEW.entity_type, NEW.action) IN (('customer', 'register'), ('policy', 'purchase'),
    ('policy', 'cancel'), ('claim', 'create'), ('claim', 'approve'), ('claim', 'reject'),
    ('claim_preauthorization', 'approve')))
  EXECUTE FUNCTION template_jobs_from_audit();
