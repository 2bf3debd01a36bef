/** The premium periods and refund arithmetic live in the contract so the web previews the exact server rule. */
export * from '@coverdesk/contract/policies/policy-periods';
