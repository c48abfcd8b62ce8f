import type { Locator, Page } from 'playwright-core';

/** One piece of text the reader cannot see whole, described for the failure message. */
export interface CutText {
	what: string;
	text: string;
	needs: number;
	gets: number;
}

/**
 * Text cut short inside `root` (the whole page by default): an element holding text whose content is
 * wider than its box while it hides the rest (overflow hidden or clip, or an ellipsis), and input
 * placeholders wider than their field. Screen-reader-only text (clipped to 1 px) and scrolling boxes
 * (the reader can scroll) are not cut. Also reports a page wider than the window.
 */
export async function cutTexts(page: Page, root?: Locator): Promise<CutText[]> {
	const handle = root ? await root.elementHandle() : await page.locator('body').elementHandle();
	if (!handle) throw new Error('nothing to check');
	return handle.evaluate((rootNode) => {
		const found: { what: string; text: string; needs: number; gets: number }[] = [];
		const describe = (node: Element) => {
			const testId = node.closest('[data-testid]')?.getAttribute('data-testid');
			return `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 2).join('.')}${testId ? ` in ${testId}` : ''}`;
		};
		const canvas = document.createElement('canvas').getContext('2d');
		for (const node of [rootNode, ...rootNode.querySelectorAll('*')]) {
			if (!(node instanceof HTMLElement)) continue;
			const style = getComputedStyle(node);
			if (style.display === 'none' || style.visibility === 'hidden') continue;
			if (node.clientWidth <= 1 || node.closest('[hidden]')) continue;
			if ((node.tagName === 'INPUT' || node.tagName === 'TEXTAREA') && canvas) {
				const input = node as HTMLInputElement;
				if (!input.placeholder || input.value) continue;
				canvas.font = style.font;
				const needs = canvas.measureText(input.placeholder).width;
				const gets = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
				if (needs > gets + 0.5)
					found.push({ what: `placeholder of ${describe(node)}`, text: input.placeholder, needs, gets });
				continue;
			}
			// A message's preview in the chat inbox is shortened on purpose, like every messenger's: the
			// whole message is one tap away, in the conversation.
			if (node.closest('[data-testid="chat-inbox-preview"]')) continue;
			// A map is a pannable picture: its tiles and controls overflow the frame by design (the live
			// map's and its preview's, whose button holds the tiles).
			if (node.closest('.leaflet-container, [data-testid="profile-map-explore"]')) continue;
			// biome-ignore lint/performance/useDomNodeTextContent: the text as drawn; textContent counts hidden parts too
			const text = node.innerText?.trim();
			if (!text) continue;
			// Screen-reader-only text is clipped on purpose.
			if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)' || node.clientWidth <= 2)
				continue;
			const hides =
				['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis' || style.overflowX === 'clip';
			if (!hides) continue;
			if (node.scrollWidth > node.clientWidth + 1)
				found.push({ what: describe(node), text: text.slice(0, 80), needs: node.scrollWidth, gets: node.clientWidth });
		}
		const pageWidth = document.documentElement.scrollWidth;
		if (pageWidth > window.innerWidth)
			found.push({ what: 'the page scrolls sideways', text: '', needs: pageWidth, gets: window.innerWidth });
		return found;
	});
}
