/**
 * What every load part does against a server before measuring it (run.ts's scenarios and
 * ./workers): sign the bench user up, then check one answer of each scenario.
 */
import type { Scenario } from './scenarios';

/** Signs the bench user up on one server through the real API and returns its session token. */
export async function benchToken(baseUrl: string): Promise<string> {
	const response = await fetch(`${baseUrl}/api/trpc/auth.register`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({
			accountKind: 'customer',
			firstName: 'Bench',
			lastName: 'Mark',
			email: 'bench@edge.do',
			phone: '8095550000',
			password: 'BenchMark2026',
			confirmPassword: 'BenchMark2026',
			dateOfBirth: '1990-01-01',
		}),
	});
	const body = (await response.json()) as { result?: { data: { token: string } } };
	if (!body.result) throw new Error(`bench sign-up failed: ${response.status} ${JSON.stringify(body)}`);
	return body.result.data.token;
}

/** One answer checked before the load: a misconfigured scenario must fail, not look fast. */
export async function preflight(scenario: Scenario, url: string, headers: Record<string, string>) {
	const response = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
	const text = await response.text();
	if (response.status !== scenario.status || !scenario.body(text))
		throw new Error(`${scenario.name}: expected ${scenario.status}, got ${response.status}: ${text.slice(0, 200)}`);
}
