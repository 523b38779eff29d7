// Rough sector economics that shape each issuer's statements: valuation multiples (which calibrate
// revenue and earnings to the market cap), margins, working-capital days, capital intensity, leverage
// and growth.
import type { Sector } from '@/api/schemas/news';

export interface SectorEconomics {
  priceToSales: number;
  priceToEarnings: number;
  grossMargin: number;
  /** Share of operating expenses spent on research. */
  researchShare: number;
  receivableDays: number;
  inventoryDays: number;
  /** Net property, plant and equipment per dollar of annual revenue. */
  assetIntensity: number;
  capexRatio: number;
  debtToRevenue: number;
  annualGrowth: number;
}

// prettier-ignore
export const ECONOMICS: Record<Sector, SectorEconomics> = {
  TECHNOLOGY: { priceToSales: 7, priceToEarnings: 32, grossMargin: 0.62, researchShare: 0.45, receivableDays: 55, inventoryDays: 40, assetIntensity: 0.3, capexRatio: 0.06, debtToRevenue: 0.4, annualGrowth: 0.11 },
  COMMUNICATION_SERVICES: { priceToSales: 3.5, priceToEarnings: 22, grossMargin: 0.55, researchShare: 0.3, receivableDays: 40, inventoryDays: 5, assetIntensity: 0.8, capexRatio: 0.15, debtToRevenue: 1.2, annualGrowth: 0.07 },
  CONSUMER_CYCLICAL: { priceToSales: 1.5, priceToEarnings: 24, grossMargin: 0.38, researchShare: 0.05, receivableDays: 20, inventoryDays: 70, assetIntensity: 0.4, capexRatio: 0.05, debtToRevenue: 0.5, annualGrowth: 0.06 },
  CONSUMER_DEFENSIVE: { priceToSales: 1.2, priceToEarnings: 22, grossMargin: 0.35, researchShare: 0.03, receivableDays: 15, inventoryDays: 45, assetIntensity: 0.35, capexRatio: 0.04, debtToRevenue: 0.5, annualGrowth: 0.04 },
  ENERGY: { priceToSales: 1.3, priceToEarnings: 13, grossMargin: 0.3, researchShare: 0.02, receivableDays: 40, inventoryDays: 25, assetIntensity: 1.5, capexRatio: 0.2, debtToRevenue: 0.4, annualGrowth: 0.03 },
  FINANCIAL_SERVICES: { priceToSales: 3, priceToEarnings: 15, grossMargin: 0.7, researchShare: 0.05, receivableDays: 30, inventoryDays: 0, assetIntensity: 0.1, capexRatio: 0.02, debtToRevenue: 2, annualGrowth: 0.06 },
  HEALTHCARE: { priceToSales: 3, priceToEarnings: 22, grossMargin: 0.6, researchShare: 0.4, receivableDays: 50, inventoryDays: 90, assetIntensity: 0.25, capexRatio: 0.04, debtToRevenue: 0.6, annualGrowth: 0.06 },
  INDUSTRIALS: { priceToSales: 2.5, priceToEarnings: 24, grossMargin: 0.32, researchShare: 0.1, receivableDays: 60, inventoryDays: 80, assetIntensity: 0.4, capexRatio: 0.04, debtToRevenue: 0.6, annualGrowth: 0.05 },
  REAL_ESTATE: { priceToSales: 8, priceToEarnings: 35, grossMargin: 0.68, researchShare: 0, receivableDays: 20, inventoryDays: 0, assetIntensity: 5, capexRatio: 0.3, debtToRevenue: 4, annualGrowth: 0.05 },
  BASIC_MATERIALS: { priceToSales: 2, priceToEarnings: 20, grossMargin: 0.3, researchShare: 0.05, receivableDays: 45, inventoryDays: 70, assetIntensity: 1, capexRatio: 0.1, debtToRevenue: 0.5, annualGrowth: 0.03 },
  UTILITIES: { priceToSales: 2.8, priceToEarnings: 19, grossMargin: 0.45, researchShare: 0, receivableDays: 40, inventoryDays: 20, assetIntensity: 3.5, capexRatio: 0.4, debtToRevenue: 3, annualGrowth: 0.04 },
};
