import type { FastifyInstance } from 'fastify';
import { registerRoutes } from '../../core/wire/route.js';
import { createTipChoices } from './choices.js';
import type { TipsContext } from './context.js';
import { createOrderTips } from './order-tips.js';
import { createTipReports } from './reports.js';
import { tipRoutes } from './routes.js';
import { createTipSettings } from './settings.js';
import { createTipShares } from './shares.js';

export type { TipsContext } from './context.js';

export function createTips(ctx: TipsContext) {
  const choices = createTipChoices(ctx);
  return {
    ctx,
    settings: createTipSettings(ctx),
    choices,
    orders: createOrderTips(ctx, createTipShares(ctx)),
    reports: createTipReports(ctx),
    /** The checkouts' tip fee (CheckoutsContext.tipFee). */
    feeFor: choices.feeFor,
  };
}

export type TipsService = ReturnType<typeof createTips>;

export function tipsPlugin(tips: TipsService) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, tipRoutes(tips));
  };
}
