/** Backend settings from the environment (docs/configuration.md); shared by npm start and npm run backend. */
export function backendOptionsFromEnv(env: NodeJS.ProcessEnv) {
  const flag = (value: string | undefined) => value === 'true' || value === '1';
  return {
    port: Number(env.API_PORT ?? 54321),
    // Loopback by default; HOST=0.0.0.0 (say) opens the backend to the network, with a warning at start.
    host: env.HOST || undefined,
    dataDir: env.DATA_DIR ?? '.data',
    jwtSecret: env.SUPABASE_JWT_SECRET || undefined,
    anonKey: env.SUPABASE_ANON_KEY || undefined,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY || undefined,
    emailConfirm: flag(env.AUTH_EMAIL_CONFIRM),
    authRateLimitMultiplier: Number(env.AUTH_RATE_LIMIT_MULTIPLIER) || 1,
    passwordCost: Number(env.AUTH_BCRYPT_COST) || undefined,
  };
}
