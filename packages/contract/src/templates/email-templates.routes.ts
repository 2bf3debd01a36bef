import { z } from 'zod';
import { guid, requiredText } from '../common/ids.ts';
import { defineRoutes } from '../common/route.ts';
import { signedUpload } from '../common/uploads.ts';
import {
  emailSendQuery,
  emailsQuery,
  emailTemplate,
  emailTemplateInput,
  sentEmail,
} from './email-templates.schemas.ts';

const manage = { scope: 'partner', permission: 'templates.manage' } as const;
const read = { scope: 'partner', permission: 'templates.read' } as const;

export const emailTemplatesRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/email/templates',
    summary: 'Email templates of the partner',
    ...read,
    response: z.array(emailTemplate),
  },
  create: {
    method: 'POST',
    path: '/api/email/templates',
    summary: 'Create an email template (unknown placeholders are refused, named)',
    ...manage,
    body: emailTemplateInput,
    response: emailTemplate,
    status: 201,
  },
  signedUrl: {
    method: 'GET',
    path: '/api/email/templates/upload/signed_url',
    summary: 'A signed URL to PUT a file an email template uses',
    ...manage,
    query: z.object({ filename: requiredText(200) }),
    response: signedUpload,
  },
  get: {
    method: 'GET',
    path: '/api/email/templates/:guid',
    summary: 'One email template',
    ...read,
    params: z.object({ guid }),
    response: emailTemplate,
  },
  update: {
    method: 'PUT',
    path: '/api/email/templates/:guid',
    summary: 'Replace an email template',
    ...manage,
    params: z.object({ guid }),
    body: emailTemplateInput,
    response: emailTemplate,
  },
  remove: {
    method: 'DELETE',
    path: '/api/email/templates/:guid',
    summary: 'Delete an email template (emails already sent keep their text)',
    ...manage,
    params: z.object({ guid }),
    status: 204,
  },
  send: {
    method: 'POST',
    path: '/api/emails/send',
    summary:
      "Render an email template for an entity in its customer's language, attach its documents, queue one email per recipient",
    scope: 'partner',
    permission: 'emails.send',
    query: emailSendQuery,
    response: z.array(sentEmail),
    status: 202,
  },
  sent: {
    method: 'GET',
    path: '/api/emails',
    summary: 'Emails sent about an entity, newest first, with their delivery state',
    ...read,
    query: emailsQuery,
    response: z.array(sentEmail),
  },
});
