import { PLAN_LIST, priceLabel, type Plan } from '@trivia/contracts';

export interface BuilderPlanRow {
  id: Plan['id'];
  name: string;
  price: string;
  customQuizzes: number;
}

/** The plans that include the builder, with their monthly custom quizzes, straight from the plan catalogue. */
export function builderPlans(plans: readonly Plan[] = PLAN_LIST): BuilderPlanRow[] {
  return plans
    .filter((plan) => plan.grants.features.includes('custom_builder') && plan.grants.quotas.customQuizzes > 0)
    .map((plan) => ({
      id: plan.id,
      name: plan.name,
      price: priceLabel(plan),
      customQuizzes: plan.grants.quotas.customQuizzes,
    }));
}

/** "Essentials or Pub Premium": the plans that include the builder, named once each. */
export function builderPlanNames(rows: readonly BuilderPlanRow[] = builderPlans()): string {
  const names = [...new Set(rows.map((row) => row.name.replace(/ \(yearly\)$/, '')))];
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}
