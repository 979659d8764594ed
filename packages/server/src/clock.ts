// Time as a dependency, so token expiry and throttling are testable with a frozen clock.
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
