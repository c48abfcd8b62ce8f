import { Hono } from 'hono';
import type { SimulatorContext } from './context';
import { newId } from './ids';
import { invalidRequest, jsonBody, notFound, unprocessable } from './paypal-error';
import type { ProductJson } from './state';

const PRODUCT_TYPES = ['PHYSICAL', 'DIGITAL', 'SERVICE'];

/** Catalog Products API: POST/GET /v1/catalogs/products, GET /v1/catalogs/products/:id. */
export function productRoutes(ctx: SimulatorContext) {
	const app = new Hono();
	const links = (id: string) => [
		{ href: `${ctx.baseUrl()}/v1/catalogs/products/${id}`, rel: 'self', method: 'GET' },
		{ href: `${ctx.baseUrl()}/v1/catalogs/products/${id}`, rel: 'edit', method: 'PATCH' },
	];

	app.post('/v1/catalogs/products', async (c) => {
		const body = await jsonBody(c);
		if (!body || typeof body.name !== 'string' || !body.name) {
			return invalidRequest(c, 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter (name) is missing.');
		}
		if (typeof body.type !== 'string' || !PRODUCT_TYPES.includes(body.type)) {
			return invalidRequest(c, 'INVALID_PARAMETER_VALUE', 'The value of a field (type) is invalid.');
		}
		const id = typeof body.id === 'string' && body.id ? body.id : newId('PROD', 17);
		const products = ctx.store.data.products;
		if (products[id]) return unprocessable(c, 'DUPLICATE_RESOURCE_IDENTIFIER', `Product ${id} already exists.`);
		const time = ctx.now().toISOString();
		const product: ProductJson = {
			id,
			name: body.name,
			description: body.description,
			type: body.type,
			category: body.category,
			image_url: body.image_url,
			home_url: body.home_url,
			create_time: time,
			update_time: time,
			links: links(id),
		};
		products[id] = product;
		ctx.store.save();
		return c.json(product, 201);
	});

	app.get('/v1/catalogs/products', (c) => {
		const products = Object.values(ctx.store.data.products).map(({ id, name, description, create_time }) => ({
			id,
			name,
			description,
			create_time,
			links: links(id).slice(0, 1),
		}));
		return c.json({ products, total_items: products.length, total_pages: 1, links: [] });
	});

	app.get('/v1/catalogs/products/:id', (c) => {
		const product = ctx.store.data.products[c.req.param('id')];
		return product ? c.json(product) : notFound(c, 'The specified resource ID does not exist.');
	});
	return app;
}
