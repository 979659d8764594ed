// The jobs module's face: what other modules may use. Nothing outside the module imports its other files.
export { type JobProgress, type JobWork, settleRunningJobs, startJob } from './jobs.service.js';
