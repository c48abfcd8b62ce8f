import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/account/contact-page';

export const Route = createFileRoute('/_shared/contactUs')({
	component: ContactPage,
});
