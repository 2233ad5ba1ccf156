import { z } from 'zod';

export const HealthStatus = z.object({ status: z.string() });
