// The reference values of test/fixtures/stats/dependence-reference.json (made by make-dependence.py).
import { readFileSync } from 'node:fs';

export interface DependenceReference {
  sign_flip: { id: string; scores: number[]; less: number; greater: number; mid_less: number; mid_greater: number }[];
  icc: {
    id: string;
    tests: [number, number, number, number][];
    icc: number;
    mixed_tests: number;
    f_p_value: number;
    mean_mid_p: number;
    calibrated: number;
    used: number;
  }[];
  mid_p: { id: string; test: [number, number, number, number]; rho: number; mid_p: number }[];
  beta_binomial: { id: string; test: [number, number, number, number]; rho: number; p: number; support: number[] }[];
}

export const dependenceReference = JSON.parse(
  readFileSync(new URL('../fixtures/stats/dependence-reference.json', import.meta.url), 'utf8'),
) as DependenceReference;

export const TOLERANCE = 1e-9;

export const stratumOf = ([headPassed, headRuns, basePassed, baseRuns]: [number, number, number, number]) => ({
  headPassed,
  headRuns,
  basePassed,
  baseRuns,
});
