// Members: the member shape, fieldsets, every call's request and response, query fields, events and jobs.
export * from './conversions.js';
export * from './fieldsets.js';
export * from './jobs.js';
export * from './member.js';
export * from './member-bulk-requests.js';
export * from './member-events.js';
export * from './member-inputs.js';
export * from './member-query.js';
export * from './member-requests.js';
