import { Box, Button, Container, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { useTranslation } from '../../lib/use-translation';

/**
 * Render failures: 'Something went wrong:' with the message and a retry. Built from components
 * every page already loads (no Alert, Code or Loader): this view is in the first load of /.
 */
export function ErrorFallback({ error, reset }: ErrorComponentProps) {
	const { t } = useTranslation();
	useDocumentTitle(t('common.errorBoundary.documentTitle'));
	const router = useRouter();
	return (
		<Container size="sm" py="xl" role="alert" data-testid="error-fallback">
			<Stack
				gap="md"
				p="md"
				bg="red.0"
				style={{ borderRadius: 'var(--mantine-radius-md)', borderInlineStart: '4px solid var(--mantine-color-red-8)' }}
			>
				<Title order={1} fz="lg" c="red.9" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
					<IconAlertTriangle size={20} aria-hidden />
					{t('common.errorBoundary.title')}
				</Title>
				<Box
					component="pre"
					fz="sm"
					p="sm"
					bg="white"
					m={0}
					style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 'var(--mantine-radius-sm)' }}
				>
					{error instanceof Error ? error.message : String(error)}
				</Box>
				<Button
					variant="filled"
					color="red.9"
					w="fit-content"
					onClick={() => {
						reset();
						void router.invalidate();
					}}
				>
					{t('common.errorBoundary.retry')}
				</Button>
			</Stack>
		</Container>
	);
}
