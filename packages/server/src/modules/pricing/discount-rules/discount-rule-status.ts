// A discount rule's status from its active time: PENDING before `start`, EXPIRED from `end` on, LIVE between.
import type { DiscountRuleStatus } from '@cartwright/contracts';

/**
 * The start instant is inside the window and the end instant is not, as with coupon dates.
 * @example discountRuleStatus({ start: '2026-01-01T00:00:00Z' }, new Date('2025-12-31')) // 'PENDING'
 */
export function discountRuleStatus(
  activeTimeInfo: { start?: string; end?: string } | undefined,
  now: Date,
): DiscountRuleStatus {
  const time = now.getTime();
  if (activeTimeInfo?.start !== undefined && time < Date.parse(activeTimeInfo.start)) return 'PENDING';
  if (activeTimeInfo?.end !== undefined && time >= Date.parse(activeTimeInfo.end)) return 'EXPIRED';
  return 'LIVE';
}
