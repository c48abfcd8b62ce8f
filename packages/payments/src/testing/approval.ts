import { expect } from 'vitest';

/**
 * Does what a buyer does on the simulator's approval page: opens it, then presses approve or
 * cancel. Returns where the page redirects the browser.
 */
export async function decideOnApprovalPage(approveUrl: string | undefined, decision: 'approve' | 'cancel') {
	if (!approveUrl) throw new Error('no approval link');
	const page = await fetch(approveUrl);
	const html = await page.text();
	expect(page.status).toBe(200);
	expect(html).toContain('PayPal simulator');
	const action = `${new URL(approveUrl).pathname}/${decision}`;
	expect(html).toContain(`action="${action}"`);
	const answer = await fetch(new URL(action, approveUrl), { method: 'POST', redirect: 'manual' });
	expect(answer.status).toBe(303);
	return new URL(answer.headers.get('location') ?? '');
}
