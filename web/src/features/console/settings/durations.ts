/** The units a token lifetime is shown in, largest first, with their length in seconds. */
export const DURATION_UNITS = [
  { unit: 'days', seconds: 86_400 },
  { unit: 'hours', seconds: 3_600 },
  { unit: 'minutes', seconds: 60 },
  { unit: 'seconds', seconds: 1 },
] as const;

/** A unit a duration may be shown in. */
export type DurationUnit = (typeof DURATION_UNITS)[number]['unit'];

/** A duration as a person reads it: an amount of a unit. */
export interface HumanDuration {
  amount: number;
  unit: DurationUnit;
}

/** Seconds in the largest unit that holds them exactly (1209600 ⇒ 14 days; 90 ⇒ 90 seconds). */
export function toHumanDuration(seconds: number): HumanDuration {
  const fit = DURATION_UNITS.find((unit) => seconds > 0 && seconds % unit.seconds === 0);
  return fit
    ? { amount: seconds / fit.seconds, unit: fit.unit }
    : { amount: seconds, unit: 'seconds' };
}

/** The seconds a human duration stands for (fractions of a second dropped). */
export function toSeconds(duration: HumanDuration): number {
  const unit = DURATION_UNITS.find((candidate) => candidate.unit === duration.unit);
  return Math.floor(duration.amount * (unit?.seconds ?? 1));
}
