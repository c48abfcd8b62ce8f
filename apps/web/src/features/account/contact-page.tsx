import { type ContactInput, contactSchema } from '@edge/api/schemas';
import { Button, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { fieldErrorKeys, translateError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/document-title';
import { translatedInputProps } from '../../lib/form';
import { notify } from '../../lib/notify';
import { PhoneInput } from '../../lib/phone-input';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';

export function ContactPage() {
	const { t } = useTranslation();
	useDocumentTitle(t('account.contact.title'));
	const form = useForm<ContactInput>({
		mode: 'controlled',
		initialValues: { name: '', email: '', phone: '', country: 'República Dominicana', issue: '' },
		validate: schemaResolver(contactSchema, { sync: true }),
		validateInputOnBlur: true,
	});
	const input = translatedInputProps(form, t);
	const send = useMutation(trpc.contact.submit.mutationOptions());

	const submit = form.onSubmit(async (values) => {
		try {
			await send.mutateAsync(values);
			notify.success(t('account.contact.success'));
			form.reset();
		} catch (error) {
			form.setErrors(fieldErrorKeys(error));
			notify.error(translateError(error, t));
		}
	});

	return (
		<Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={680} mx="auto" data-testid="contact-page">
			<Stack gap={4} mb="lg">
				<Title order={1} fz={28}>
					{t('account.contact.title')}
				</Title>
				<Text c="dimmed">{t('account.contact.subtitle')}</Text>
			</Stack>
			<form onSubmit={submit} noValidate>
				<Stack>
					<SimpleGrid cols={{ base: 1, sm: 2 }}>
						<TextInput label={t('account.contact.name')} autoComplete="name" required {...input('name')} />
						<TextInput
							label={t('account.contact.email')}
							type="email"
							autoComplete="email"
							required
							{...input('email')}
						/>
						<PhoneInput
							label={t('account.contact.phone')}
							description={t('account.contact.phoneHint')}
							required
							{...input('phone')}
						/>
						<TextInput
							label={t('account.contact.country')}
							autoComplete="country-name"
							required
							{...input('country')}
						/>
					</SimpleGrid>
					<Textarea label={t('account.contact.issue')} autosize minRows={4} maxRows={10} required {...input('issue')} />
					<Button type="submit" loading={send.isPending} w={{ base: '100%', sm: 'auto' }} data-testid="contact-submit">
						{t('account.contact.submit')}
					</Button>
				</Stack>
			</form>
		</Paper>
	);
}
