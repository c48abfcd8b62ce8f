import { Alert, Button, Code, Container, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';

/** Render failures: 'Something went wrong:' with the message and a retry. */
export function ErrorFallback({ error, reset }: ErrorComponentProps) {
	const { t } = useTranslation();
	useDocumentTitle(t('common.errorBoundary.documentTitle'));
	const router = useRouter();
	return (
		<Container size="sm" py="xl" role="alert" data-testid="error-fallback">
			<Alert color="red" icon={<IconAlertTriangle />} title={t('common.errorBoundary.title')}>
				<Stack gap="md">
					<Code block>{error instanceof Error ? error.message : String(error)}</Code>
					<Button
						variant="light"
						color="red"
						w="fit-content"
						onClick={() => {
							reset();
							void router.invalidate();
						}}
					>
						{t('common.errorBoundary.retry')}
					</Button>
				</Stack>
			</Alert>
		</Container>
	);
}
