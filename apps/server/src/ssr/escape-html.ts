/** Text made safe inside an HTML element or a quoted attribute, on one line (head tags the server writes). */
export const escapeHtml = (text: string) =>
	text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`).replace(/\s+/g, ' ');
